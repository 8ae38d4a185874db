{
  "algorithm": "ed25519",
  "content_sha256": "ff18caeb958c9e9f47f1b069d03cf5b5dc8fe9b7f6873cad6b034c349e050af5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c4cfde5e4da728e9f9e2b6aacde3463e0b98f8aab301649f07c251c161cea631",
  "schema": "gridshift.signature/1",
  "signature": "2d2077dc8830d31377f19115f8fce863242eaf60ef6725032a00764a8e74faea4ed5083931b6a26c26d303841dd3d3378b7a1feae5fed7555879f7690bfc9a06"
}
