// The families of built-in variants, in the order the registry lists them.
#include "engine/variants/families.h"

namespace abbott::variants {

std::vector<Family> families() {
  return {{"orthodox", orthodox()}, {"ultima", ultima_family()}, {"aronson", aronson()},
          {"stupid", stupid()},     {"chameleon", chameleon()},  {"foolish-king", foolish_king()}};
}

}  // namespace abbott::variants
