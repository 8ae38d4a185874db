{
  "algorithm": "ed25519",
  "content_sha256": "e193f5298ed4ab096e6a716889cfdfaa173481a0e0c84d837fec592e7ef28233",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4fb49d56b956c9885d07309ddb5ba084ef0bf39b8d29d6bec73331c3042ff1c1",
  "schema": "gridshift.signature/1",
  "signature": "50edd88b079d13c9c7faed3e6d3067d2c43632aa6b3cf5170ca0aa618d635dd7dd6321ce7829f24737830dc49714ca21100370684130730962ec6b68ab80b40d"
}
