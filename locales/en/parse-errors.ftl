# A Fluent file's syntax errors in words (`src/i18n/ftl.rs`): one for each kind of error the
# Fluent parser finds, shown after the file, line and column (`error-ftl-syntax`).

ftl-error-expected-space = a space is expected here
ftl-error-expected-token = “{ $token }” is expected here
ftl-error-expected-letter = a letter (a to z, or A to Z) is expected here
ftl-error-expected-digit = a digit is expected here
ftl-error-expected-line-end = the line must end here: the variants of a select expression start on the next line
ftl-error-expected-char-range = one of “{ $range }” is expected here
ftl-error-expected-message-field = the message “{ $id }” has no text: write it after “=”, or give the message an attribute
ftl-error-expected-term-field = the term “-{ $id }” has no text: write it after “=”
ftl-error-forbidden-callee = only a function, named in capital letters, can be called here
ftl-error-missing-default-variant = the select expression has no default variant: mark one with “*”
ftl-error-missing-value = a text is expected here
ftl-error-multiple-default-variants = the select expression has more than one default variant: only one may be marked with “*”
ftl-error-message-reference-as-selector = a message cannot choose among variants: a variable, a number, a string or a function can
ftl-error-term-reference-as-selector = a term cannot choose among variants: one of its attributes can
ftl-error-message-attribute-as-selector = a message's attribute cannot choose among variants: a variable, a number, a string or a function can
ftl-error-term-attribute-as-placeable = a term's attribute cannot be shown in a text: it can only choose among variants
ftl-error-unterminated-string-literal = the string is not closed: end it with “"” on the same line
ftl-error-positional-argument-follows-named = an argument without a name follows a named one: the arguments without names come first
ftl-error-duplicated-named-argument = the argument “{ $name }” is given twice
ftl-error-unknown-escape-sequence = “{ $sequence }” is not an escape: in a string, a backslash comes only before \, ", {"{"}, u or U
ftl-error-unknown-escape = this is not an escape: in a string, a backslash comes only before \, ", {"{"}, u or U
ftl-error-invalid-unicode-escape-sequence = the Unicode escape ends too soon, at “{ $sequence }”: \u takes 4 hexadecimal digits and \U takes 6
ftl-error-unbalanced-closing-brace = this “{"}"}” closes nothing: write {"{"}"{"}"}"{"}"} for a brace in a text
ftl-error-expected-inline-expression = a value is expected inside the braces: a variable such as $name, a message, a term, a number or a string
ftl-error-expected-simple-expression-as-selector = this cannot choose among variants: a variable, a number, a string or a function can
ftl-error-expected-literal = a string or a number is expected here
