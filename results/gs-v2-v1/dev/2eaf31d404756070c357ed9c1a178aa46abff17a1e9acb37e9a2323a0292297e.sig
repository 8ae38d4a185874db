{
  "algorithm": "ed25519",
  "content_sha256": "a3e5eeb5571bebe40e1d6e7b4fc389fed1b8bc33327eb2087d234d35edef3f66",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2eaf31d404756070c357ed9c1a178aa46abff17a1e9acb37e9a2323a0292297e",
  "schema": "gridshift.signature/1",
  "signature": "041a366f17f3df677b8a24f06e4c462c2fe0992ee1f8bc4cf634d56bfaba8e8a09d9d9e05c1646f830ba7332726734bf763ed8c601ac26a9dbaeb12c2612e708"
}
