{
  "algorithm": "ed25519",
  "content_sha256": "e8ccaf0e8fea52f2dab1cd14278712727d24c68f0eba7cbc11031880a8ad7f35",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dfaf71fdf120e58a2e3c5eb48824bd5abdf75dabe2376ae45b84f6aca79157ec",
  "schema": "gridshift.signature/1",
  "signature": "5669b22b86d14d071372987ae47a674dbe6c30dd2e7f9ab38d9b6f22dd35088ea66d225eb8509081a3aaf5e347c7ca329a10d505f42c6e9cf3b9308bb0643d07"
}
