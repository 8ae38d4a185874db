{
  "algorithm": "ed25519",
  "content_sha256": "36cb4736e5c2b0990e1c4ea9221add16870e7ef06a813250c421d4bc71f58073",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ea3180850eb5dfb79e63087517ef5d51db4eebb94d78e18d1e139e932a807b7",
  "schema": "gridshift.signature/1",
  "signature": "f4e79db246f01d0a2430ca7bd5de3b57e7fe4c2b933c6665346773af9947bf13b98cdf7e564cd77920a482d76b5e52c285c890f7e545a931fe91ff41bbbada0b"
}
