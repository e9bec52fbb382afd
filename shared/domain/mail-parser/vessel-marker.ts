/** A line or sentence naming a ship: "MV …", "M/V …", upper-case "MS …", "Vessel:", "Schiff:", "船名：" (not "Schiff: 600 TEU"). */
export const VESSEL_MARKER =
  /(?:^|[\s,;:(（【】\]：，、])(?:MV|Mv|mv|M\/V|m\/v|MS|M\/S|m\/s|MT)(?:\.?\s+["“'‘]?[A-Z]|\.[A-Z]{2})|(?:[Vv]essel|VESSEL|[Cc]andidate|CANDIDATE|[Ss]chiff|SCHIFF|[Ss]hip|SHIP|[Vv]sl|VSL|[Vv]essel [Nn]ame|VESSEL NAME|Schiffsname|船名(?:[/／]?航次)?|船舶名称|船舶)\s*(?:[:：]|\.{3,}|…+)(?![ \t]*\d)/;
