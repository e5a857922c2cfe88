// Square names: file letter and 1-based rank number (a1 ... j10).
#pragma once

#include <string>

#include "engine/types.h"

namespace abbott {

inline std::string square_text(Square s) {
  std::string t(1, static_cast<char>('a' + file_of(s)));
  t.append(std::to_string(rank_of(s) + 1));
  return t;
}

}  // namespace abbott
