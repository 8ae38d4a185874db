{
  "algorithm": "ed25519",
  "content_sha256": "70ba48ee7de344ae3724b216e33ddb57cbbd4eda53f3959cd95d57785448b3e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "881568a16d40799c575c640717fc0a595d965fc542a45200bd5c10686754486f",
  "schema": "gridshift.signature/1",
  "signature": "6d447b059dfae77fd67b27fbf981c3169de5192bfec698dd33eb2841b8bbf2832cccd4d9e6d777537de39fbbf32534ecfd910c2702d53357f36f8a11ef87e402"
}
