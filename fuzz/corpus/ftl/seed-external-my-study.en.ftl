my-study-title = Three landings, one blocked
my-study-prompt = Where can the fox land by a capture? List the points.
my-study-explanation = d6, b4 and f4: the goose on d3 cannot be jumped because d2 is occupied.
my-study-hint = Look beyond each adjacent goose.
