// Capture generation's landings on 64-bit sets; see CaptureLandings64 in movegen/mechanics.h.
#include <algorithm>

#include "movegen/mechanics.h"

namespace abbott::gen {

CaptureLandings64::CaptureLandings64(Emitter& e, const MoveRule& r, Square from)
    : side_(e.side),
      from_(from),
      index_(index64(from)),
      withdraw_steps_(r.withdraw_range ? std::min<int>(r.withdraw_range, 7) : 7),
      approach_(r.approach) {
  const Side& s = e.side;
  if (r.withdraw) withdraw_dirs_ = withdraw_dirs(s, r, from);
  if (r.coordination_count) {
    const CoordinationLines lines = coordination_lines(s, r, from);
    any_direction_ |= uint64_t{lines.files & 0xFFu} * 0x0101010101010101u;
    for (uint32_t ranks = lines.ranks & 0xFFu; ranks; ranks &= ranks - 1)
      any_direction_ |= uint64_t{0xFF} << (8 * __builtin_ctz(ranks));
  }
  if (r.pincer)
    (r.pincer_needs_orthogonal_move ? orthogonal_only_ : any_direction_) |=
        e.pincer_landings64_found().bits();
}

uint64_t CaptureLandings64::candidates(int d, int run) const {
  if (run <= 0) return 0;
  const int steps = std::min(run, 7);
  uint64_t out = (any_direction_ | (is_orthogonal(d) ? orthogonal_only_ : 0)) & ray64(index_, d, steps);
  if ((withdraw_dirs_ >> d) & 1) out |= ray64(index_, d, std::min(steps, withdraw_steps_));
  // An approach takes only the piece that ends the run, from the run's last cell.
  if (approach_ && side_.enemy_in(static_cast<Square>(from_ + (run + 1) * kDirOffset[d]), approach_))
    out |= cell_bit64(static_cast<Square>(from_ + run * kDirOffset[d]));
  return out;
}

}  // namespace abbott::gen
