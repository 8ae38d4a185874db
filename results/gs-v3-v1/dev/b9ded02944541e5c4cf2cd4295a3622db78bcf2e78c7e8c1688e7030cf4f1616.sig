{
  "algorithm": "ed25519",
  "content_sha256": "ea8d5512a7b1458bc0033d3990a4c4d69455dc67ecc09882cd357f7d402298b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b9ded02944541e5c4cf2cd4295a3622db78bcf2e78c7e8c1688e7030cf4f1616",
  "schema": "gridshift.signature/1",
  "signature": "0309bcf2b12e643c2068e823a67a1df1d5f86eac632a9a0b1ffd77f254feae95def58ff42d33a0b608332bf5417b57209b485d438350cb754a1e0b6766cbda08"
}
