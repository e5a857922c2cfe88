// The browser board's files (HTML, JavaScript, CSS), built into the executable from web/page/ so
// that `abbott serve` works offline from any directory.
#pragma once

#include <string_view>
#include <vector>

namespace abbott::web {

struct Asset {
  std::string_view path;  // the URL path, e.g. "/board.js"; the page itself is "/"
  std::string_view content_type;
  std::string_view data;
};

const std::vector<Asset>& assets();

}  // namespace abbott::web
