{
  "algorithm": "ed25519",
  "content_sha256": "c954b9aa10ce053f0ac8f87b9eaeb9c70945021dcace9320333b37af42933ccb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6583ed675918b7924399f11bb87675c3fb364525664f9bece59703ee4f4f535",
  "schema": "gridshift.signature/1",
  "signature": "8112f3761a16d1e4789c5b6855a2fc30885f642547d3192b6a174a463efbfcc5b8ec6eae329ebb7661d85b4c8af7a00f86309b8e9eee30a0db65e1de94f4500d"
}
