{
  "algorithm": "ed25519",
  "content_sha256": "0ad6671ffb5dddd8436eec0433d2ccc01fbb9ff3ec9f254ada29f633ebe78556",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "8a3b271ced557e210a6457a88a9a292c76ce5fd0e0ad89605129151eb858bcf5",
  "schema": "gridshift.signature/1",
  "signature": "d1d84c4cc08309ff7d2665ea890318bd13c0a74b016fe200501909f96078e36bb7f59a61409fc738ad2f6bafa4ddcebed9da2ccb18077ef6d1eb514d729a2b03"
}
