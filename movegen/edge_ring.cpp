// The edge ring (docs/rules.md, "Rococo"): a move may touch squares of the outer ring only to
// capture or swap, and then with as few ring squares as that capture set needs. Applied to one
// piece's moves at a time, after all of them are generated, because "as few as needed" compares
// the moves of that piece that take the same pieces.
#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

// The ring squares the move travels over, its landing square included and its start excluded;
// a piece that does not travel (suicide, mutual destruction) touches none.
int ring_squares(const Variant& v, const Move& m) {
  if (m.kind == MoveKind::Suicide || m.kind == MoveKind::MutualDestruction) return 0;
  // A line from an inner square meets the ring only at its last square before the board ends.
  const int d = direction_between(m.from, m.to);
  if (d < 0 || !v.on_ring(m.from)) return v.on_ring(m.to) ? 1 : 0;
  int count = 0;
  for (Square x = m.from; x != m.to;) {
    x = static_cast<Square>(x + kDirOffset[d]);
    count += v.on_ring(x);
  }
  return count;
}

// The pieces a move takes, a swap partner counted as taken: two moves "make the same capture"
// when these are equal. Victims are kept sorted by the emitter.
bool same_capture_set(const Move& a, const Move& b) {
  const bool a_swap = a.kind == MoveKind::Swap, b_swap = b.kind == MoveKind::Swap;
  if (a_swap || b_swap) return a_swap && b_swap && a.to == b.to;
  if (a.victim_count != b.victim_count) return false;
  for (int i = 0; i < a.victim_count; ++i)
    if (a.victims[i] != b.victims[i]) return false;
  return true;
}

bool takes_something(const Move& m) {
  return m.kind == MoveKind::Swap || m.victim_count != 0;
}

}  // namespace

void edge_ring_filter(Emitter& e) {
  const Variant& v = e.side.pos.variant();
  MoveList& list = e.list;
  const int first = e.piece_start;
  int ring[kMaxMoves];
  bool touches = false;
  for (int i = first; i < list.count; ++i) {
    ring[i] = ring_squares(v, list[i]);
    touches |= ring[i] != 0;
  }
  if (!touches) return;
  bool keep[kMaxMoves];
  for (int i = first; i < list.count; ++i) {
    keep[i] = ring[i] == 0 || takes_something(list[i]);
    for (int j = first; keep[i] && ring[i] != 0 && j < list.count; ++j)
      if (ring[j] < ring[i] && same_capture_set(list[i], list[j])) keep[i] = false;
  }
  int kept = first;
  for (int i = first; i < list.count; ++i)
    if (keep[i]) list[kept++] = list[i];
  list.count = kept;
}

}  // namespace abbott::gen
