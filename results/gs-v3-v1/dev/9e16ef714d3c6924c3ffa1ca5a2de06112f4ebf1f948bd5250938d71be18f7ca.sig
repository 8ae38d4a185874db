{
  "algorithm": "ed25519",
  "content_sha256": "d03b488c0102e6ae7f5d71086a114cb3166bd07824ebef1267d392dccdff0cff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e16ef714d3c6924c3ffa1ca5a2de06112f4ebf1f948bd5250938d71be18f7ca",
  "schema": "gridshift.signature/1",
  "signature": "0ee2592f45058e515a57ecb5228e489e41850b10de12444033509baee69a1b2ed3bc88d86b190a754ab9eca92c7209a9ebf81ac54bbe870b8d7c0bbad70edf02"
}
