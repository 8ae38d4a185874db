{
  "algorithm": "ed25519",
  "content_sha256": "aee6a4c05c16d996ba91e4cf9daf7b2a62803abe5e7f8f062372eb4499de6e79",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a2cbf2432d7ecfad34a1bfe083f9397d9e00fa14dee5d9963fcdc2689ff79b15",
  "schema": "gridshift.signature/1",
  "signature": "042f032ae3355d8bbe42af3cc7c3dfd254717f27e075371d503938581cb99576f131a5acc2b71d36b89ec669747c5c34478f89296db7564b71d471f7853e200a"
}
