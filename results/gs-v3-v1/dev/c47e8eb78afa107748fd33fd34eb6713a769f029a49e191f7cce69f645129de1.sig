{
  "algorithm": "ed25519",
  "content_sha256": "d8879646379ee0fb3d46d1a68e366ceb6c76bacd1af971225596462b9d6605a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c47e8eb78afa107748fd33fd34eb6713a769f029a49e191f7cce69f645129de1",
  "schema": "gridshift.signature/1",
  "signature": "3a4384f9dcc2fcebb0aaadf5217110768c08fcdef90044a45aeb51fa0c8d644b952eb952fa66afb180ad2d711224b123b8252681d5c7b931530600633ee08601"
}
