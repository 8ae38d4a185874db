{
  "algorithm": "ed25519",
  "content_sha256": "017faf81301cd6068d9b2bfed3a82c8c5921c6b9e1edce107e2f61d977c9ef53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cbbbff734ec7853abad20a2abf47686b56623b2069d485329f91f1bf671b8a9c",
  "schema": "gridshift.signature/1",
  "signature": "11b5559032ace1ee623494118c0a14302cf800cb0bc0b4ae52e6fa392eb8c0e0eeec69e0a0b3eb553ff131214fa2f682ce6ba4d8f32cc798ae50cf2c149c5c09"
}
