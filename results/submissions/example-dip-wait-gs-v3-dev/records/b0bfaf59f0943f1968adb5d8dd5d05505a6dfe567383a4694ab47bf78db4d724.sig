{
  "algorithm": "ed25519",
  "content_sha256": "a2beed05a960a85385c460290f66583aaabda5938a3f90610f8d0db1d9091f23",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b0bfaf59f0943f1968adb5d8dd5d05505a6dfe567383a4694ab47bf78db4d724",
  "schema": "gridshift.signature/1",
  "signature": "084cd6c9172bf3aa7d70564180cf3c7b0ed3d4232502f58fb0718147f009e116cc97560cf7b233d24b534f79746af3fecde8ea61ae5e2b08b79661982c248f08"
}
