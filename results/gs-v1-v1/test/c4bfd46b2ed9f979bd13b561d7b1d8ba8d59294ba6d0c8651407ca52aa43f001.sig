{
  "algorithm": "ed25519",
  "content_sha256": "726c5d00ffb6174852baa310c84df774982c597cdec0fa6aef60f0dc3313d47f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c4bfd46b2ed9f979bd13b561d7b1d8ba8d59294ba6d0c8651407ca52aa43f001",
  "schema": "gridshift.signature/1",
  "signature": "92a0dab7ea5004d681dcb09c7735051d3b1c9b5b521bad4ddb5ef1204056c409bd846bac4ae076e89a9cc95c7fcd7d636b9cb57bf2a588915a2efca9bb206e06"
}
