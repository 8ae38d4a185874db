{
  "algorithm": "ed25519",
  "content_sha256": "3ca5d14e994197aeae458b10ae8e9aeab95dee26bfc9be8ff9935db804665872",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fce18538e150f6a7d59b9054b8c4601e713a751961a97938502e20235c34c35f",
  "schema": "gridshift.signature/1",
  "signature": "36503f5f98ee41958018440ebf17cd23b5342d2eeac5ccea4a8423411ee580a010b04b78dac3f6323dc0c8b73a10b3a017d4c7d155fccbeb130659b49442030c"
}
