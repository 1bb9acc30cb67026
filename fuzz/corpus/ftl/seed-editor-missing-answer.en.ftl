missing-answer-title = Where does the fox land?
missing-answer-prompt = Name every point a fox capture lands on.
missing-answer-explanation = Only the goose on d3 has an empty point behind it.
missing-answer-hnt = Look behind each goose.
