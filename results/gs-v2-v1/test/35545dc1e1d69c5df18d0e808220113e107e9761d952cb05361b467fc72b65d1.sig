{
  "algorithm": "ed25519",
  "content_sha256": "327cc51af0784fca3eb1dcb9a544d200cb3052382198fcb1fb409524892cbd9c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "35545dc1e1d69c5df18d0e808220113e107e9761d952cb05361b467fc72b65d1",
  "schema": "gridshift.signature/1",
  "signature": "7308830b85d4cc6a8480ba5adae1ee244200cf23d1c07c3ce7af75a601e0e37df516fe06e738faca0012b8b5d4c9843fe8762b7f305e75818c14d5bca170b401"
}
