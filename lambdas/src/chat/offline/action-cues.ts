/**
 * What a visitor asks the assistant to DO, as opposed to what they ask about: a
 * short table of general cues, read before any search so that a topic word
 * ("substations") never hides a request ("what would that cost?"). Each cue is
 * the general way English says it, never an evaluation question's wording; the
 * tests hold each with paraphrases of their own (lambdas/test/chat-action-cues.test.ts).
 * The model on AWS decides its hand-off itself; these serve the offline answers.
 */

export type VisitorAction =
  /** Tries to read or change the assistant's rules. */
  | 'instructions'
  /** Asks for attack instructions or malicious code. */
  | 'harmful'
  /** Reports an attack or compromise happening now: the emergency line comes first. */
  | 'incident'
  | 'callback'
  | 'person'
  | 'demo'
  /** Asks for a price, a quote, a budget figure, or to buy. */
  | 'quote'
  | 'trial'
  /** Asks for code or other work that is not the company's (not an attack). */
  | 'code';

/** Something happening now, each the general way it is said. */
const incidentCues: readonly RegExp[] = [
  // Our systems hit.
  /\b(we|we've|we're|our|my)\b[^.?!]{0,40}\b(been |got |are |were |is |was )?(hacked|breached|compromised|infected|hijacked|crypto-?locked|ransomed)\b/,
  /\blocked (us )?out\b|\bencrypted (all |our |the |every )?(files|systems|servers|screens|hmis?|workstations|historian|data|drives)\b/,
  // A ransom.
  /\bransom (note|demand|message|screen)\b|\bransomware\b[^.?!]{0,30}\b(hit|hits|encrypted|is (on|in|spreading)|got into|just)\b|\b(hit|infected|encrypted) (by|with) ransomware\b|\bpay the ransom\b/,
  // Someone acting inside our systems.
  /\b(someone|somebody|an? (attacker|intruder|stranger|outsider)|attackers|hackers?|intruders?)(['’]s|['’]ve)?\b[^.?!]{0,40}\b(is|are|has|have|keeps?|been)\b[^.?!]{0,20}\b(changing|changed|controlling|accessing|logged|logging|inside|in our|moving|sending|writing|deleting)\b/,
  /\b(under|an? (active|ongoing)) (attack|incident|breach)\b/,
  // Control changing unasked.
  /\b(setpoints?|valves?|breakers?|pumps?|logic|firmware|controllers?|plcs?|hmis?)\b[^.?!]{0,40}\b(changing|changed|moving|reprogrammed|by (it|them)sel(f|ves)|on (its|their) own|without (us|anyone)|new (logic|firmware|program))\b/,
  /\b(changing|changed|modifying|modified|altering|altered)\b[^.?!]{0,30}\b(setpoints?|valves?|logic|firmware|recipes?|parameters?)\b[^]*\b(someone|somebody|no ?one|nobody|wasn['’]?t (us|them|me|it)|not (us|me)|unknown|unauthori[sz]ed|remotely|attackers?|intruders?|hackers?)\b/,
  /\b(got|received|pushed|loaded) new (logic|firmware|program)\b/,
  /\b(plant|line|site|production|scada|network)\b[^.?!]{0,20}\b(is |went |are )?(down|offline) (right )?now\b/,
];

/** One pattern that matches when any of `patterns` does (case-insensitive). */
function anyOf(patterns: readonly RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'i');
}

/** The cues, in the order their answers take precedence. */
export const actionCues: readonly (readonly [VisitorAction, RegExp])[] = [
  [
    'instructions',
    /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompts?|guidelines)\b|\b(ignore|disregard|forget) (everything|all|anything)( you were told)? (above|before|previous|prior|so far)\b|\b(reveal|show|print|repeat|paste|dump|leak)\b.{0,40}\b(system prompt|instructions|prompt|your rules)\b|\bsystem prompt\b|\bjailbreak|\bdeveloper mode\b|\byou are now\b|\bpretend (to be|you are)\b|\bact as (an?|my)\b|^\s*(system|assistant)\s*:|\[(system|inst)\]/im,
  ],
  [
    'harmful',
    /\b(write|create|build|make|give me|send me|show me)\b.{0,40}\b(exploits?|payloads?|malware|ransomware|backdoors?|worms?|keyloggers?)\b|\bhow (do|can|could|to) (i|we|you)?\s*(hack|attack|exploit|break into|take over|disable|bypass)\b|\bstep[- ]by[- ]step\b.{0,40}\b(attack|hack|exploit)\b/i,
  ],
  ['incident', anyOf(incidentCues)],
  [
    'callback',
    /\b(call|phone|ring) (me|us)( back)?\b|\bcall-?back\b|\bgive (me|us) a (call|ring)\b|\b(can|could|would) (someone|somebody|you) (call|phone|ring)\b|\b(schedule|book|set up|arrange) a (phone )?call\b/i,
  ],
  [
    'person',
    /\b(talk|speak|chat) (to|with)\b.{0,20}\b(human|person|someone|somebody|sales|team|rep|representative|engineer|expert|consultant|account)\b|\b(real|actual|live) (person|human|agent)\b|\bconnect (me|us) (with|to)\b|\b(contact|reach|email) (sales|your sales|someone|a person|your team|the team)\b|\bsales (team|rep|representative|person|contact)\b|\b(book|schedule|set up|arrange|request) (a |an )?(meeting|consultation|appointment)\b|\bwho (do|can|should) (i|we) (talk|speak|write) to\b/i,
  ],
  [
    'demo',
    /\bdemo(s|nstration)?\b|\b(see|show (us|me))\b.{0,30}\b(in action|live|working)\b|\bwalk-?through\b|\bproof of concept\b|\bpoc\b|\bpilot\b/i,
  ],
  [
    'quote',
    // Money for what we sell: a price, a quote, a figure for a budget, or buying.
    /\$\s?\d|\b(how much|price|prices|pricing|priced|costs?|costing|quotes?|quotation|rfq|ballpark|rate card|discount|fees?|cheap\w*|affordable|(more|less|most|least) expensive)\b(?![- ]?(effective|saving))|\bbudget(ary)? (figure|estimate|number|quote|price)\b|\b(what|how much) (would|will|does|did) (it|that|this|they|one|each|all)\b.{0,20}\b(cost|run|set) (us|me)\b|\b(buy|purchase|order|procure)\b.{0,30}\b(diodes?|twins?|plans?|licen[cs]es?|units?|one|it|them)\b|\b(what|how much) (does|do|would|will)\b.{0,30}\bgo for\b|\b(per|a) (month|year|site|unit|seat)\b.{0,10}\?/i,
  ],
  [
    'trial',
    /\b(free )?trial\b|\btry (it|out|the|your)\b|\btest drive\b|\bevaluat(e|ion) (it|unit|licen[cs]e|copy|version) in\b/i,
  ],
  [
    'code',
    /\b(write|generate|create|give me|code)\b.{0,30}\b(script|code|program|function|regex|sql|python|bash|powershell|javascript)\b/i,
  ],
];

/** "if we were hacked", "how do we prevent ransomware": a question about incidents, not one happening now. */
const hypothetical =
  /\b(if|would|could|might|prevent|protect|avoid|against|defend|in case|what happens|how (do|can|to|would)|last (year|month|week)|years? ago|example|suppose|imagine|plan|planning|strategy|recommend\w*|best practices?|in general)\b/i;

/** The actions `message` asks for, in the table's order. */
export function actionsIn(message: string): VisitorAction[] {
  const text = message.replace(/[’`]/g, "'");
  return actionCues
    .filter(([action, cue]) => cue.test(text) && !(action === 'incident' && hypothetical.test(text)))
    .map(([action]) => action);
}

/** `message` without the words that asked for an action: what it asks besides. */
export function withoutActionWords(message: string): string {
  const text = message.replace(/[’`]/g, "'");
  return actionCues.reduce((rest, [, cue]) => rest.replace(new RegExp(cue.source, `${cue.flags}g`), ' '), text);
}

/** What a whole message is when it is only courtesy: a greeting, thanks or goodbye (nothing to search). */
export type Courtesy = 'greeting' | 'thanks' | 'goodbye';

const courtesies: readonly (readonly [Courtesy, RegExp])[] = [
  ['greeting', /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|how are you|what'?s up)\b/i],
  ['thanks', /^(thanks|thank you|thx|ty|cheers|great|perfect|awesome|cool|nice|ok|okay|got it|brilliant)\b/i],
  ['goodbye', /^(bye|goodbye|see you|see ya|that'?s all|no thanks|nothing else|have a (good|nice) day)\b/i],
];

/** Words that may follow a courtesy without asking anything ("hi there", "thanks a lot"). */
const courtesyTail = /^[\s,!.:;-]*(there|team|all|everyone|folks|so much|a lot|very much|again)?[\s,!.?:;-]*/i;

/** The courtesy `message` opens with, if any, and what the message says after it. */
export function courtesyOf(message: string): { courtesy: Courtesy; rest: string } | undefined {
  const text = message.replace(/[’`]/g, "'").trim();
  for (const [courtesy, pattern] of courtesies) {
    const opening = pattern.exec(text);
    if (opening) return { courtesy, rest: text.slice(opening[0].length).replace(courtesyTail, '') };
  }
  return undefined;
}
