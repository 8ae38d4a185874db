{
  "algorithm": "ed25519",
  "content_sha256": "23eac33fe558bbc86046130b5a93134eafed2b5109a209a9ad1ce8d5f7e7d846",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b52174632cbfa276f8ad44266ab93318995d4b3a7d8615ea6ad39a5d90b43127",
  "schema": "gridshift.signature/1",
  "signature": "b4addc08e82376afa5405c9e04a2dc0d0bfbbc54809861dbb39e713a09153ac986e644c04ce7db520cbdd367c971285b639a9450d1f741e67b5715760c0eaf0b"
}
