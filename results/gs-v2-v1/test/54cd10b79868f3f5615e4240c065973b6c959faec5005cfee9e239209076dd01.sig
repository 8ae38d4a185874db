{
  "algorithm": "ed25519",
  "content_sha256": "1936fa4c7ac37ffa4f61ba01acc439af2bb9a52a6e985acc4c69fbc17bd9843e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "54cd10b79868f3f5615e4240c065973b6c959faec5005cfee9e239209076dd01",
  "schema": "gridshift.signature/1",
  "signature": "4108bb093ba8d1910622c10be1ad9d3490a29f145cca36651a0946db4d8fbf17cb0987cf01c3161e079399d7860f038dee35d3082012713e4f504ca722ee4500"
}
