{
  "algorithm": "ed25519",
  "content_sha256": "ddb5d8ad99875565c003b802268fd620f52be7c8d93f31242a2f9095732bea80",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5a8ee08d203c93d854d251a8005d0072e6a96c2d08f15158a83a9ba71ed993e6",
  "schema": "gridshift.signature/1",
  "signature": "4767310a0cfb961d3516014bba0a49b9b2c9860c88cabf9f90c07c06da42b8482db6d0b8e01fbfc01c05ce60eba8043ed255460fde9394038dff88c283d98306"
}
