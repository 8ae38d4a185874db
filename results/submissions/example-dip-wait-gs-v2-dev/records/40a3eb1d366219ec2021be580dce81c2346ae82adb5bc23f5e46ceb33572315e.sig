{
  "algorithm": "ed25519",
  "content_sha256": "ebf681ea13b31f6b43585055afb012936a63e7e0f728395c77a402c2f052a199",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "40a3eb1d366219ec2021be580dce81c2346ae82adb5bc23f5e46ceb33572315e",
  "schema": "gridshift.signature/1",
  "signature": "fd87316edef1c61d13ae4a3293f9fdb063abe7b4f21a01793ed3e2b4af78f80233a07c8975a71cae6cfe2bb701af7df50ae1c53695f08ff4e4dc9b2b9b159006"
}
