//! A table's entry: 16 bits from the viewpoint of the side to move (see [`super::table`]),
//! its value for a side ([`entry_value`], [`value_entry`]), and the one byte parts and compact
//! tables store it in ([`encode`], [`decode`]).

use super::value::Value;
use crate::rules::Side;

/// The longest distance a one-byte entry holds ([`encode`]).
pub const MAX_DISTANCE: u16 = 253;

/// The byte of a 16-bit entry, as parts and compact tables store it, or `None` when the
/// distance does not fit or breaks the parity rule.
#[inline]
pub fn encode(entry: u16) -> Option<u8> {
    if entry & DECIDED == 0 {
        return Some(0);
    }
    let d = entry & DISTANCE;
    let wins = entry & WINS != 0;
    match d {
        0 => Some(if wins { 2 } else { 1 }),
        d if d <= MAX_DISTANCE && (d % 2 == 1) == wins => Some(d as u8 + 2),
        _ => None,
    }
}

/// The 16-bit entry of a byte.
#[inline]
pub fn decode(byte: u8) -> u16 {
    match byte {
        0 => 0,
        1 => DECIDED,
        2 => DECIDED | WINS,
        b => {
            let d = u16::from(b - 2);
            DECIDED | d | if d % 2 == 1 { WINS } else { 0 }
        }
    }
}

/// Entry bit: the value is decided.
pub const DECIDED: u16 = 0x8000;
/// Entry bit: the side to move wins.
pub const WINS: u16 = 0x4000;
/// Entry bits: the distance.
pub const DISTANCE: u16 = 0x3fff;

/// An entry's value, for a position whose side to move is `mover`.
#[inline]
pub fn entry_value(entry: u16, mover: Side) -> Value {
    if entry & DECIDED == 0 {
        return Value::Draw;
    }
    let plies = entry & DISTANCE;
    let winner = if entry & WINS != 0 {
        mover
    } else {
        mover.other()
    };
    Value::Win { winner, plies }
}

/// The entry of `value` for a position whose side to move is `mover` (distances above 16,383
/// do not fit: `None`).
#[inline]
pub fn value_entry(value: Value, mover: Side) -> Option<u16> {
    match value {
        Value::Draw => Some(0),
        Value::Win { winner, plies } if plies <= DISTANCE => {
            Some(DECIDED | plies | if winner == mover { WINS } else { 0 })
        }
        Value::Win { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip() {
        for mover in [Side::Fox, Side::Geese] {
            for v in [
                Value::Draw,
                Value::win(Side::Fox, 0),
                Value::win(Side::Geese, 17),
                Value::win(Side::Fox, DISTANCE),
            ] {
                let e = value_entry(v, mover).unwrap();
                assert_eq!(entry_value(e, mover), v);
            }
            assert_eq!(
                value_entry(Value::win(Side::Fox, DISTANCE + 1), mover),
                None
            );
        }
    }
}
