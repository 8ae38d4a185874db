{
  "algorithm": "ed25519",
  "content_sha256": "b5df50eb6af989c1500fab8cfafd8f235cc38549539b0bf1a2d17e04c23ba8d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1043cef5793bd3b34cb5e123060d5a958b914782682cb5c41590e47c5ad27d60",
  "schema": "gridshift.signature/1",
  "signature": "23c6be3ec8b58431eead35f319d98dc46f9170d9500c4c1c536f27796477907437a4d17581f071d546648daf606cff40fc21c75bdc40164d65596e30ccf5740f"
}
