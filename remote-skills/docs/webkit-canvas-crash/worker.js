// Animates 30 circles on a canvas transferred from the page: the whole reproduction.
self.onmessage = ({ data }) => {
  const context = data.canvas.getContext('2d');
  const circles = Array.from({ length: 30 }, (_, index) => ({
    angle: (index / 30) * Math.PI * 2,
    radius: 120 + (index % 5) * 30,
  }));
  const frame = (time) => {
    context.clearRect(0, 0, data.canvas.width, data.canvas.height);
    for (const circle of circles) {
      const angle = circle.angle + time / 2000;
      context.beginPath();
      context.arc(300 + Math.cos(angle) * circle.radius, 300 + Math.sin(angle) * circle.radius, 18, 0, Math.PI * 2);
      context.fillStyle = `hsl(${(circle.angle * 57) | 0} 70% 60%)`;
      context.fill();
    }
    self.requestAnimationFrame(frame);
  };
  self.requestAnimationFrame(frame);
};
