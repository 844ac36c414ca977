/**
 * What a visitor wants, recognised from their own words before anything is
 * searched: a person, a callback, a demo, a quote or a trial (the hand-off to the
 * team), help with an active incident, prices, or something outside what the
 * assistant does (code, chit-chat, attack instructions, changing its rules); and
 * the greetings, thanks and goodbyes around a question. Both answerers' hand-off
 * is decided from this, so it never depends on how a model phrased its answer.
 */

export type VisitorWant =
  /** Tries to read or change the assistant's instructions. */
  | 'instructions'
  /** Reports an attack or compromise happening now. */
  | 'incident'
  /** Asks for a person: sales, a human, the team, a meeting. */
  | 'person'
  /** Asks to be called. */
  | 'callback'
  | 'demo'
  | 'quote'
  | 'trial'
  /** Asks what something costs. */
  | 'pricing'
  /** Asks for code or other work outside the company's scope, or chit-chat. */
  | 'out-of-scope'
  /** Asks how to attack systems or for malicious code. */
  | 'harmful'
  | 'greeting'
  | 'thanks'
  | 'goodbye';

/** The wants, in the order their answers take precedence. */
const patterns: readonly (readonly [VisitorWant, RegExp])[] = [
  [
    'instructions',
    /\b(ignore|disregard|forget|override|bypass)\b.{0,50}\b(instructions?|rules|prompts?|guidelines|guardrails|restrictions|programming)\b|\b(reveal|show|print|repeat|output|share|leak|dump)\b.{0,40}\b(system prompt|instructions|your (rules|prompt|guidelines|configuration))\b|\bsystem prompt\b|\bjailbreak|\bdeveloper mode\b|\bdan mode\b|\bdo anything now\b|\byou are now\b|\bfrom now on,? you\b|\bpretend (to be|you are|you're)\b|\bact as (an?|my|if)\b|\brole-?play\b|\bnew instructions\b|^\s*(system|assistant)\s*:|\[(system|inst)\]|<\/?(system|instructions?)>/im,
  ],
  [
    'harmful',
    /\b(write|create|build|make|develop|code|generate|give me|send me|show me)\b.{0,40}\b(exploits?|payloads?|malware|ransomware|backdoors?|rootkits?|worms?|virus|keyloggers?|ddos)\b|\bhow (do|can|could|would|to) (i|we|you|one)?\s*(hack|attack|exploit|break into|take down|take over|disable|shut down|crash|compromise|bypass)\b|\b(hack|hacking) (into|a |an |the )|\bstep[- ]by[- ]step\b.{0,40}\b(attack|hack|exploit)\b/i,
  ],
  [
    'out-of-scope',
    /\b(write|generate|create|give me|make|build|code up|show me)\b.{0,40}\b(script|code|program|function|regex|sql|query|python|bash|powershell|javascript|typescript|c\+\+|java|rust|golang|excel formula)\b|\b(python|bash|powershell|javascript|perl|ruby) (script|code|program)\b|\b(weather|joke|poem|song|lyrics|recipe|movie|football|soccer|basketball|bitcoin|crypto(currency)?|stock price|horoscope|homework|essay|capital of|who won|translate|meaning of life|favou?rite (colou?r|food|movie)|how old are you|are you (sentient|alive|conscious)|tell me a story)\b/i,
  ],
  [
    'incident',
    /\b(we|we've|we have|we're|we are|i think we|us|our [\w-]+(?: [\w-]+)?)\b[^.?!]{0,60}\b(hacked|breached|compromised|infected|encrypted|under attack|being attacked|got hit|been hit|hit by ransomware|intrusion|locked out)\b|\b(someone|somebody|an attacker|attackers|hackers?|intruders?|an unknown (user|person|device))\b[^.?!]{0,60}\b(changed|modified|accessed|logged (in|into)|took (control|over)|is controlling|encrypted|deleted|tampered)\b|\b(unauthori[sz]ed|suspicious) (access|login|logins|changes?|commands?|activity|connections?)\b|\b(someone|somebody|an attacker|attackers|hackers?|intruders?)\b.{0,20}\b(is|are|was|got|has been|have been|might be) (in|inside|into|on) (our|the) (network|systems?|plant|scada|hmi|ot|controllers?)\b|\b(changing|moving|opening|closing|starting|stopping|switching|running) (by (it|them)sel(f|ves)|on (its|their) own)\b|\b(active|ongoing|live|current) (incident|attack|breach|intrusion)\b|\bransom (note|demand)\b|\b(emergency|urgent)\b.{0,40}\b(attack|incident|breach|hack|compromise)|\b(attack|incident|breach|hacked|compromise)\b.{0,40}\b(emergency|urgent|right now)\b/i,
  ],
  [
    'callback',
    /\b(call (me|us)( back)?|callback|call-back|give (me|us) a (call|ring)|phone (me|us)|ring (me|us)|(can|could|would) (someone|somebody|you|anyone) (call|phone|ring)|(schedule|book|set up|arrange) a (phone )?call)\b/i,
  ],
  [
    'person',
    /\b(talk|speak|chat|get in touch|be in touch)\b.{0,25}\b(human|person|someone|somebody|people|sales|salesperson|team|rep|representative|agent|expert|engineer|specialist|consultant|staff)\b|\bconnect (me|us) (with|to)\b|\b(real|actual|live) (person|human|agent|people)\b|\b(i|we)(?:'d| would| do| really)? ?(want|need|prefer|rather have|like)\b.{0,15}\b(a|an|some) (human|person)\b|^\W*(a |an )?(human|person|operator|agent)( please| pls)?\W*$|\b(contact|reach|email) (sales|your sales|someone|a person|your team|the team)\b|\bsales (team|rep|representative|department|person|people|contact)\b|\b(book|schedule|set up|arrange|request) (a |an )?(meeting|consultation|appointment)\b|\bsomeone (to|who|that) (can )?(help|talk|contact|reach)\b|\bwho (do|can|should|would) (i|we) (talk|speak|write) to\b|\bwho (do|can|should|would) (i|we) (contact|call|email|e-mail|reach)\b/i,
  ],
  [
    'demo',
    /\bdemo(s|nstration)?\b|\bsee (it|this|that) (in action|live|working)\b|\bwalk-?through\b|\bproof of concept\b|\bpoc\b|\b(a|run a|start a) pilot\b|\bpilot (project|program|programme|deployment|site)\b/i,
  ],
  [
    'quote',
    /\b(quotes?|quotation|rfq|rfp|proposal|purchase|purchasing|procure|procurement|place an order|ordering)\b|\b(how|where) (do|can|could|would) (i|we) (buy|order|get one)\b|\b(want|like|looking|ready|plan|planning|need) to (buy|order)\b/i,
  ],
  [
    'trial',
    /\b(free )?trial\b|\btry (it|out|the|your)\b|\btest drive\b|\b(evaluation|eval) (unit|license|licence|copy|version)\b/i,
  ],
  [
    'pricing',
    /\$\s?\d|\bcosts?\b(?![- ]?(effective|saving|savings))|\b(price|prices|pricing|priced|costing|how much|budget|fee|fees|expensive|cheap|cheaper|affordable|ballpark|rate card|discount|dollars?|licen[cs]ing)\b|\bper (month|year|site|user|device|seat)\b/i,
  ],
];

const greeting =
  /^\s*(hi|hello|hey|hiya|howdy|greetings|yo|hallo|bonjour|hola|good (morning|afternoon|evening|day))\b[\s,!.:-]*(there|team|all|folks|everyone|ferrum( assistant)?)?\b[\s,!.:-]*/i;
const smallTalk = /^\s*(how are you( doing)?|how's it going|what's up|whats up)\b[\s?!.,]*/i;
const thanks =
  /^\s*(thanks|thank you|thx|ty|cheers|great|perfect|awesome|cool|nice|ok|okay|got it|understood|brilliant)\b[\s,!.]*(so much|a lot|very much)?[\s,!.]*/i;
const goodbye =
  /^\s*(bye|goodbye|see you|see ya|that's all|that is all|no thanks|nothing else|have a (good|nice) day)\b/i;
/** "if we were hacked", "how to prevent a breach": a question about incidents, not one happening. */
const hypothetical =
  /\b(if|would|could|might|prevent|protect|avoid|against|defend|in case|what happens|how (do|can|to|would)|last (year|month|week)|ago|example)\b/i;

/** What a visitor's message wants, and the message without the greeting or thanks around it. */
export interface VisitorIntent {
  wants: ReadonlySet<VisitorWant>;
  /** The message after a leading greeting, small talk or thanks. */
  question: string;
  /** The question without the words that said what the visitor wants ("can I get a demo of"): what it is about. */
  topicText: string;
}

/** Reads what `message` wants. */
export function recognizeIntent(message: string): VisitorIntent {
  const text = message.replace(/[’`]/g, "'").trim();
  const wants = new Set<VisitorWant>();
  let question = text;
  // "hi, how are you? ok thanks, and ...": every opening, in any order, before the question.
  for (let found = true; found;) {
    found = false;
    for (const [opening, want] of [
      [greeting, 'greeting'],
      [smallTalk, 'greeting'],
      [thanks, 'thanks'],
    ] as const) {
      const match = opening.exec(question);
      if (match && match[0] !== '') {
        wants.add(want);
        question = question.slice(match[0].length).trim();
        found = true;
      }
    }
  }
  if (goodbye.test(question)) wants.add('goodbye');
  let topicText = question;
  for (const [want, pattern] of patterns) {
    if (!pattern.test(question)) continue;
    if (want === 'incident' && hypothetical.test(question)) continue;
    wants.add(want);
    // A trial can be the topic itself (the academy's free trial); every other want is only how it is asked.
    if (want !== 'trial') topicText = topicText.replace(new RegExp(pattern.source, `${pattern.flags}g`), ' ');
  }
  return { wants, question, topicText };
}

/** The wants that ask for the team itself, in the order a hand-off names them. */
export const handoffWants = [
  'incident',
  'callback',
  'person',
  'demo',
  'quote',
  'trial',
] as const satisfies readonly VisitorWant[];
