//! Fitting a [`Model`](super::model::Model) to the solver's tables (filled in below).
