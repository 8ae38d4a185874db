{
  "algorithm": "ed25519",
  "content_sha256": "3e396705f75040cf3aee65bff8277cb30a8473234d3d267b397a323aed7b1c4f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fda3b770342351c4ce3710b9fb0ea758b7aca3cb4317efd80334ba03803b69f9",
  "schema": "gridshift.signature/1",
  "signature": "8c9b72672dcbf020435b4a2e447b20ab3c627dab3ea40b7cacc537e1ad51c29c681bd948434a0e699482a29882187b5c0e467b3dcdf3a14f86d4fddcaeb59d00"
}
