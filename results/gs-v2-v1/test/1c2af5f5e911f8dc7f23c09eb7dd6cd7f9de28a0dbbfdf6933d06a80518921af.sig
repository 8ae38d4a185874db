{
  "algorithm": "ed25519",
  "content_sha256": "9a6da4ef4953e07d4207ef57ae6312faba8221cff67ea9b0de493967af27a407",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1c2af5f5e911f8dc7f23c09eb7dd6cd7f9de28a0dbbfdf6933d06a80518921af",
  "schema": "gridshift.signature/1",
  "signature": "9c4740d4d261a01b48764a7a48d64834309f7a9edb233eec75a68a9290718aa90dba2899ae509e1d75f287aea4d117e2566db8c2de3d33f6e1f08aab8a025c0e"
}
