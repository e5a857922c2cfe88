// The families of built-in variants, in the order the registry lists them.
#include "engine/variants/families.h"

namespace abbott::variants {

std::vector<Family> families() {
  std::vector<Family> all = {
      {"orthodox", VariantFamily::Chess, orthodox()},
      {"ultima", VariantFamily::Ultima, ultima_family()},
      {"aronson", VariantFamily::Aronson, aronson()},
      {"stupid", VariantFamily::Stupid, stupid()},
      {"chameleon", VariantFamily::Chameleon, chameleon()},
      {"foolish-king", VariantFamily::FoolishKing, foolish_king()},
      // Rococo descends from Ultima: its positional weights are Ultima's.
      {"rococo", VariantFamily::Ultima, rococo()},
  };
  for (Family& f : all)
    for (VariantDecl& d : f.variants) d.family = f.weights;
  return all;
}

}  // namespace abbott::variants
