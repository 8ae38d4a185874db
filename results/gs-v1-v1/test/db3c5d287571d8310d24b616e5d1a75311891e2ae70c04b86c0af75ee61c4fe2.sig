{
  "algorithm": "ed25519",
  "content_sha256": "aba54a345cff91d9806c8e7f274203d898c6a4d1af80bf679a617954171bfad3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db3c5d287571d8310d24b616e5d1a75311891e2ae70c04b86c0af75ee61c4fe2",
  "schema": "gridshift.signature/1",
  "signature": "f4c8d56c3708579abd45e8b3735eed83e15e4c98ee3b0668df54bd0163bba710056e897beb428d81d22fa1c3fefcfe68d42ce46e831754ddd02b85a303dbc401"
}
