{
  "algorithm": "ed25519",
  "content_sha256": "0e0ba5670d20d218ae9943ccad2e338301d30e48d2ab5ce35709e22e1da77298",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40fa8a027cc4ce8328531e372b88e869ffab31ec76fb12805d29e8595786eea2",
  "schema": "gridshift.signature/1",
  "signature": "25639931fd71b18b1b6dff4fb7f2f70627855e908866c1037e5c02606aa5585e0df734dfcea58e57218c7cbd4912f2417109efe642bf022883efa75ba5f1f506"
}
