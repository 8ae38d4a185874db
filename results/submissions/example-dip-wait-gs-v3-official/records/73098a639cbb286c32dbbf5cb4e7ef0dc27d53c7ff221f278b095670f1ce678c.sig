{
  "algorithm": "ed25519",
  "content_sha256": "aaf58fc418dad024ac601f2849b5710185bc4845d073f12f82725ddef2cabec8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "73098a639cbb286c32dbbf5cb4e7ef0dc27d53c7ff221f278b095670f1ce678c",
  "schema": "gridshift.signature/1",
  "signature": "098d1d42158b25a743f56e52b8e88a0859714b0fae3adcf8fe2acec7c0c3ecd22ece2be9ad1c0baa8fde06874a86564add37e3139725db77d5429228d1b1e001"
}
