{
  "algorithm": "ed25519",
  "content_sha256": "0528ff939dade83cdf76ee49f65655ed3d4485953710c29ef04837d4970dbd36",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9f43ea30cc64e1b8c07b101ff4dfbbc4a1210c2658b572f364cae35663887fb",
  "schema": "gridshift.signature/1",
  "signature": "fea3d60d42235674cb8076554fabfd7702c7f715ea828dd84e972fd53c305663720d5487c4c739a36b510aa6b76c5622583753a2a7eddd5ce4c173e62804510b"
}
