{
  "algorithm": "ed25519",
  "content_sha256": "89b1cd5c406ec6d1bd2fccbdc18dbade1e426d2926cf6a198d44a1419733a61d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8196b91106a45a85d366a6a59233c56b368e878a77b77175fa132c35ec62819f",
  "schema": "gridshift.signature/1",
  "signature": "36db3e974d1c79f0dd06d71e5966ab6de66b4f2bd3de406f17495fb96c5f01944c9aa18c0469e1c1a45f3662a5e8984c2810c466a09e0229f805fab66e46cf00"
}
