// A claim about positions, over the heaps a, b, c, ... and their nim-sum s: numbers, comparisons and
// connectives, and g(x), the Grundy value of a heap of x in the game chosen (a letter before a
// parenthesis names a function; only g is one). Precedence, tightest first (ANTLR gives earlier alternatives priority): unary minus,
// * / mod %, + -, shifts, &, xor/^, |, comparisons, not, and, or.
// A move rule names a heap and its new size: "first x with x xor s < x to x xor s" (the first heap
// whose size x makes the condition true; also last, largest, smallest), "c to a xor b" (heap c), or
// "heap 1 + s mod 3 to 0" (the heap of that number, from 1 for a; x is its size).
grammar Predicate;

claim : expr EOF ;

moveRule
    : pick=(FIRST | LAST | LARGEST | SMALLEST) VARIABLE (WITH | WHERE) cond=expr (COMMA | COLON)? TO size=expr EOF # Chosen
    | VARIABLE (COMMA | COLON)? TO size=expr EOF                                                                 # Named
    | HEAP number=expr (COMMA | COLON)? TO size=expr EOF                                                         # Numbered
    ;

expr
    : name=(MIN | MAX) LPAREN expr (COMMA expr)* RPAREN         # MinMax
    | function=VARIABLE LPAREN expr RPAREN                      # Apply
    | LPAREN expr RPAREN                                        # Parens
    | NUMBER                                                    # Number
    | (TRUE | FALSE)                                            # Boolean
    | VARIABLE                                                  # Variable
    | MINUS expr                                                # Negate
    | expr op=(STAR | SLASH | MOD | PERCENT) expr               # Multiply
    | expr op=(PLUS | MINUS) expr                               # Add
    | expr op=(SHL | SHR) expr                                  # Shift
    | expr AMP expr                                             # BitAnd
    | expr op=(XOR | CARET) expr                                # BitXor
    | expr PIPE expr                                            # BitOr
    | expr op=(EQ | EQEQ | NE | LT | LE | GT | GE) expr         # Compare
    | op=(NOT | BANG) expr                                      # Not
    | expr op=(AND | ANDAND) expr                               # And
    | expr op=(OR | OROR) expr                                  # Or
    ;

OR : 'or' ;
TO : 'to' ;
HEAP : 'heap' ;
FIRST : 'first' ;
LAST : 'last' ;
LARGEST : 'largest' ;
SMALLEST : 'smallest' ;
WITH : 'with' ;
WHERE : 'where' ;
COLON : ':' ;
AND : 'and' ;
NOT : 'not' ;
XOR : 'xor' ;
MOD : 'mod' ;
MIN : 'min' ;
MAX : 'max' ;
TRUE : 'true' ;
FALSE : 'false' ;
OROR : '||' ;
ANDAND : '&&' ;
BANG : '!' ;
EQEQ : '==' ;
EQ : '=' ;
NE : '!=' ;
LE : '<=' ;
GE : '>=' ;
SHL : '<<' ;
SHR : '>>' ;
LT : '<' ;
GT : '>' ;
PIPE : '|' ;
CARET : '^' ;
AMP : '&' ;
PLUS : '+' ;
MINUS : '-' ;
STAR : '*' ;
SLASH : '/' ;
PERCENT : '%' ;
LPAREN : '(' ;
RPAREN : ')' ;
COMMA : ',' ;
NUMBER : [0-9]+ ;
VARIABLE : [a-z] ;
WS : [ \t]+ -> skip ;
ERROR_CHAR : . ;
