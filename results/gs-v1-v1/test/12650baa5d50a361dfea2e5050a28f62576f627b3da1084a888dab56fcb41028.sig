{
  "algorithm": "ed25519",
  "content_sha256": "66e0fe386be3a594f3d3048503d665d2defe34f9e7918b6178010b610b80c210",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12650baa5d50a361dfea2e5050a28f62576f627b3da1084a888dab56fcb41028",
  "schema": "gridshift.signature/1",
  "signature": "4de768913e91518bd2261702b7b12827ace698d9e8e9101670e1e1ad2e340461fc8a3ef75f07b89e4e5ab378dcf62ebfa5279bceef236859b7dca75497db6d02"
}
