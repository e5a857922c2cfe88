#include "engine/variants/families.h"
namespace abbott::variants {
std::vector<VariantDecl> ultima_family() { return {}; }
std::vector<VariantDecl> aronson() { return {}; }
std::vector<VariantDecl> stupid() { return {}; }
std::vector<VariantDecl> chameleon() { return {}; }
std::vector<VariantDecl> foolish_king() { return {}; }
}
