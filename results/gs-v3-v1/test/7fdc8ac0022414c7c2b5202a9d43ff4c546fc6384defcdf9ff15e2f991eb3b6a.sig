{
  "algorithm": "ed25519",
  "content_sha256": "8ee8826052e1db9d71950625ad0ad6ad3aa196f6be7af15dad2af9ef0272dca2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fdc8ac0022414c7c2b5202a9d43ff4c546fc6384defcdf9ff15e2f991eb3b6a",
  "schema": "gridshift.signature/1",
  "signature": "8c8689ba4f2e966e678d59f96591bf22da2ea52fffc9489bef97614842d9f0c75ffd3fab3891f664c56bd0bf6b6b0eefbc63eb43bc7b9b543cc6177d85db1709"
}
