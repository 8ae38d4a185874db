{
  "algorithm": "ed25519",
  "content_sha256": "1613adf938189a524cdc6303ce428e864dce366d3de40792299b9b8f52d7e7a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98f4751bf5f4463efdd6b0cf659a618b8fd6a289b7d2fdb847ff5607f2eb845f",
  "schema": "gridshift.signature/1",
  "signature": "e2c9e6cda62ddf366dfd677e7ac184fbb190650387a46189c20634730d6b3ec0909fd126f983029234fa3998fb74824133bb1fcbea9a03c87ca6ac7d6930fa03"
}
