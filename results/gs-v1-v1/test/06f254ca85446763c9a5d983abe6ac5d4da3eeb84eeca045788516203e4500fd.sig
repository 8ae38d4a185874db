{
  "algorithm": "ed25519",
  "content_sha256": "d2db08e709e1dd2f0ad48824a0d93435b1ab667e4a1d4e8149117201c94bfcae",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "06f254ca85446763c9a5d983abe6ac5d4da3eeb84eeca045788516203e4500fd",
  "schema": "gridshift.signature/1",
  "signature": "24c09a084313ccd9fd5516911c06322f0577c64e9f6e6a9055c45a5a50fd9defdc9b6efb85129ab06a817ca3bb011f5261a0f5548b4bd928ffca87092f45e20e"
}
