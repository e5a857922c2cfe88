#include "engine/variants/families.h"
namespace abbott::variants {
std::vector<VariantDecl> stupid() {
  return {};
}
std::vector<VariantDecl> chameleon() {
  return {};
}
std::vector<VariantDecl> foolish_king() {
  return {};
}
}  // namespace abbott::variants
