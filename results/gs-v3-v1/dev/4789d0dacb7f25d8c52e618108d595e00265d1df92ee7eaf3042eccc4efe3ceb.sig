{
  "algorithm": "ed25519",
  "content_sha256": "bc8b54599b695167f796e2d3e6e1b8df14ba29e80ce4c322d23d1bab6f8cb6ae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4789d0dacb7f25d8c52e618108d595e00265d1df92ee7eaf3042eccc4efe3ceb",
  "schema": "gridshift.signature/1",
  "signature": "f5fb993701216413a7348e0da40c4c74c4770bfe38c26ee2de1e3d723a86fedce44bdf057f52c3c34567e3fc56f6dd80e8372d486a78192e282a0faa0852f208"
}
