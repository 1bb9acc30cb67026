use foxgeese::*;
fn main() {
    for (spec, max) in [("plyyard", 7), ("standard", 4), ("standard:sideways", 4), ("standard:geese=17", 4), ("large-cross", 4), ("two-foxes", 4), ("boys-own-1870", 4)] {
        let r = Ruleset::get(spec.parse().unwrap());
        let p = Position::start(r);
        let v: Vec<u64> = (1..=max).map(|d| perft(&p, d)).collect();
        println!("{spec} {} {:?}", p, v);
    }
}
