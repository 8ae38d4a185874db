{
  "algorithm": "ed25519",
  "content_sha256": "f22d696fba8176c62bbe4ee4392b316f81222add3468e1d47f661d280d0992ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "25810799137df68e6a95d4f4c631a051e9b49b2d2e36786bf921fefdddc5440c",
  "schema": "gridshift.signature/1",
  "signature": "e075117b6eca223305e63cd7a94bbb6c347f7c28a1d24ab336f28d25d1ec8c5c99bdc4add4ba3a3b1e19ed9a1f879253a25fa7d4f50047f780c84b8dd1dfd60b"
}
